/**
 * The journal's dialogs (an entry's detail, the entry form, 'Delete Journal Entry'), one module so
 * the journal screen loads them together when one is first wanted, and not with the page.
 */
export { DeleteEntryDialog } from './delete-entry-dialog'
export { EntryDetailDialog } from './entry-detail-dialog'
export { EntryFormDialog } from './entry-form-dialog'
