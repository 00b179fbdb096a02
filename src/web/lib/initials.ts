/** What an avatar shows without a photo: the initials a person chose, else the first letter of their name or email. */
export function initialsOf(person: { initials: string | null; name: string | null; email: string }) {
  return person.initials || (person.name || person.email).trim().charAt(0).toUpperCase();
}
