import { EmailListQuery } from '@common/emails/contracts';
import { defineListAddress } from '../kit/list-address';

export const ADMIN_EMAILS_PATH = '/admin/emails';
export const EMAILS_PER_PAGE = 25;

/**
 * The e-mail list's filters in the address (search, kind, state and page; a filtered view can be
 * shared or bookmarked), read as the API reads them: a typed-in bad value shows the list, not an error.
 */
export const emailListAddress = defineListAddress(EmailListQuery);

export type EmailFilters = ReturnType<typeof emailListAddress.read>;
