// What other resources may use of wallets (the only file of this folder they may import): a
// user's wallet as the client view shows it, and the ledger an order's payment goes through.
export { Wallet } from './schemas';
export { findWalletOfUser, toWalletView } from './repository';
export { applyMovement } from './ledger';
