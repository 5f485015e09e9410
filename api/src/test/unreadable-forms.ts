/**
 * Multipart bodies the form parser cannot read, with their Content-Type: no boundary, an empty
 * one, one longer than it can search for, and a body that ends before its closing boundary (a
 * file part named `field`). The parser fails on these without an HTTP status; routes must
 * answer them with 400, never 500.
 */
export function unreadableForms(field: string, fileName: string): [contentType: string, body: string][] {
  const cut = `--b\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n\r\nabc`;
  return [
    ['multipart/form-data', 'garbage'],
    ['multipart/form-data; boundary=', 'garbage'],
    [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'garbage'],
    ['multipart/form-data; boundary=b', cut],
  ];
}
