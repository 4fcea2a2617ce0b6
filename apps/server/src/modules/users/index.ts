// Users for other modules: accounts and identities (auth, pay, examples), invite codes, nicknames, the routes.
export {
  createUser,
  findIdentity,
  findUser,
  findUserByInviteCode,
  findUserByPhone,
  identitiesOf,
  linkIdentity,
  mergeAccountInto,
  newInviteCode,
  setPhone,
  type UserRow,
  unlinkOtherIdentities,
} from './repo';
export { registerUserRoutes } from './routes';
export { fitNickname } from './service';
