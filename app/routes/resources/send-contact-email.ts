export function action() {
  return Response.json({ error: 'Not implemented' }, { status: 501 })
}
