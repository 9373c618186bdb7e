import { ADMIN_INVOICES_PER_PAGE, AdminInvoiceListQuery, FiscalSubmissionListQuery } from '@common/invoices/contracts';
import { defineListAddress } from '../kit/list-address';

export const ADMIN_INVOICES_PATH = '/admin/invoices';
export const ADMIN_SUBMISSIONS_PATH = '/admin/invoices/submissions';
export const SUBMISSIONS_PER_PAGE = 25;

export const adminInvoicePath = (id: number) => `${ADMIN_INVOICES_PATH}/${id}`;
export const adminSubmissionPath = (id: number) => `${ADMIN_SUBMISSIONS_PATH}/${id}`;
/** The list searching one invoice by its number (a submission or a rectified invoice names it, not its id). */
export const invoiceSearchPath = (number: string) => `${ADMIN_INVOICES_PATH}${invoiceListAddress.queryString({ search: number })}`;

/** The invoice list's filters in the address, read as the API reads them. */
export const invoiceListAddress = defineListAddress(AdminInvoiceListQuery);
export type AdminInvoiceFilters = ReturnType<typeof invoiceListAddress.read>;

/** The API query of the list's filters: the address's, with the page size. */
export function invoiceQueryOf(filters: AdminInvoiceFilters): Partial<Record<keyof AdminInvoiceListQuery, string>> {
  return { ...Object.fromEntries(invoiceListAddress.write(filters)), per_page: String(ADMIN_INVOICES_PER_PAGE) };
}

/** The export's query: the same filters, without the page. */
export function invoiceExportQueryOf(filters: AdminInvoiceFilters): Record<string, string> {
  const { page: _page, ...rest } = Object.fromEntries(invoiceListAddress.write(filters));
  return rest;
}

/** The submissions outbox: only its page in the address. */
export const submissionListAddress = defineListAddress(FiscalSubmissionListQuery);
export type SubmissionFilters = ReturnType<typeof submissionListAddress.read>;

export function submissionQueryOf(filters: SubmissionFilters): Record<string, string> {
  return { ...Object.fromEntries(submissionListAddress.write(filters)), per_page: String(SUBMISSIONS_PER_PAGE) };
}
