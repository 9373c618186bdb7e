import { STORE_SETTINGS_DEFAULTS } from './defaults';

/**
 * How many days the e-mails' bodies are kept (issue 35, the setting mail_body_retention_days): past
 * them the housekeeping job empties the body and keeps the e-mail's row (to whom, what, when) as the
 * record that it was sent. Apart from rules.ts, which every page's first bundle carries.
 */
export const MAIL_BODY_RETENTION_DAYS = { default: STORE_SETTINGS_DEFAULTS.mail_body_retention_days, min: 7, max: 3650 } as const;
