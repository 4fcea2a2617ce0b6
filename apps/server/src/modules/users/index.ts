// Users for other modules: accounts and identities (auth, pay, examples), invite codes, nicknames, the routes.
export {
  createUser,
  findIdentity,
  findUser,
  findUserByInviteCode,
  findUserByPhone,
  identitiesOf,
  linkIdentity,
  newInviteCode,
  type UserRow,
} from './repo';
export { registerUserRoutes } from './routes';
export { fitNickname } from './service';
