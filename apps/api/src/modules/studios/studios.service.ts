/**
 * The studios service, one file per concern: the shared context (studios-context.ts), reading
 * the catalogue (studio-catalogue.ts), an owner's add and edit (studio-authoring.ts), an
 * admin's approve and deny and the delete (studio-approval.ts), and the review of an approved
 * studio's changed public facts (studio-changes.ts).
 */
export * from './studios-context';
export * from './studio-catalogue';
export * from './studio-authoring';
export * from './studio-approval';
export * from './studio-changes';
