// What other resources may use of users (the only file of this folder they may import): the
// User answer, as the sign-in and the current-user calls give it.
export { User } from './schemas';
export { getUserView, type UserView } from './repository';
