const letter = /\p{L}/gu;

/**
 * Whether a text has at least `count` letters. Stops at the count instead of collecting every
 * letter of a page (`match(/\p{L}/gu)` allocates an array as long as the page).
 */
export function hasLetters(text: string, count: number) {
  letter.lastIndex = 0;
  for (let found = 0; found < count; found++) {
    if (!letter.test(text)) return false;
  }
  return true;
}
