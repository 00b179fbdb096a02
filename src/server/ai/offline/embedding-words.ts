const STOP_WORDS = new Set(
  `a an and are as at be been but by for from has have he her his i if in into is it its of on or our
  she so such that the their them then there these they this those to was we were what when where which
  who whom why will with you your shall may must not no yes any all each other than also upon per
  do does did how much many can could would should us`.split(/\s+/),
);

/** Lower-cased words of two letters or more, without stop words (digits kept: years, amounts). */
export function contentWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9][a-z0-9'&-]*[a-z0-9]|[a-z0-9]{2,}/g) ?? [];
  return words.filter((word) => !STOP_WORDS.has(word));
}
