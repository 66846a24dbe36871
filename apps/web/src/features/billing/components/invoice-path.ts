export const invoicePath = (id: number) => `/billing/invoices/${id}`;
