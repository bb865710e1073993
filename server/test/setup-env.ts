// The server suites hash passwords with the light argon2id profile (the OWASP minimum, about a
// third of the standard cost): a suite signs in hundreds of times. passwords.test.ts checks both.
process.env.PASSWORD_HASH_PROFILE ??= 'light';
