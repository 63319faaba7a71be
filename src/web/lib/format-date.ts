// The rule lives in shared (the server writes dates in mails the same way); this name stays
// for the web features that import it.
export { formatLongDate } from '../../shared/rules/format-date';
