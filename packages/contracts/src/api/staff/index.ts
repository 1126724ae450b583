export * from './common';
export * from './session';
export * from './accounts';
export * from './approvals';
export * from './audit';
export * from './borrowers';
export * from './desk-messages';
