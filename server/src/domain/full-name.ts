/**
 * Splits a full name the Mexican way (given names, then paternal and maternal surnames): with three
 * or more words the last two are the last name, with two words the last one, with one word none.
 */
export function splitFullName(fullName: string): { name: string; last_name: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const surnameCount = words.length >= 3 ? 2 : words.length === 2 ? 1 : 0;
  const cut = words.length - surnameCount;
  return { name: words.slice(0, cut).join(' '), last_name: words.slice(cut).join(' ') };
}
