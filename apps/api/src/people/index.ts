/** The people module as other modules see it: all they may import from it. */
export {
  STORE_INVITATION_DAYS,
  acceptStoreInvitation,
  dropStoreInvitation,
  inviteAccount,
  saveStoreInvitation,
} from './invitations.ts';
