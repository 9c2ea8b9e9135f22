/** A failure of `npm run backup` or `restore` with a message for the operator (printed without a stack). */
export class BackupError extends Error {}
