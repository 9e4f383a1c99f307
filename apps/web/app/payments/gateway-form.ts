// Card data goes from the browser straight to the payment gateway, never through our servers: after
// POST /api/payments/deposits answers the gateway's page (redirectUrl), the card fields are posted
// there as a plain HTML form, exactly as if the player had typed them on the gateway's own page.
// Nothing of them is sent to /api, stored, or logged by us. (A gateway on another origin must be
// listed in the site's Content-Security-Policy `form-action`.)

export function postToGateway(action: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
