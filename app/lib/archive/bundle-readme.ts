/** The examiner bundle's README.txt: what each file is, and the exact commands that check it offline. */
export function bundleReadme(signing: { keyId: string; keyUrl: string }) {
  return `Examiner bundle: what visitors of these calculators could see, and when.

manifest.json  every state live at some time in the range: when it began and ended (UTC), the revision,
               who approved it and when, the rates in force, the disclosure and consent texts, the engine
               version, and each file's SHA-256.
states/<id>/index.html   the page exactly as it was served (its SHA-256 is the state's page hash).
states/<id>/assets/...   the stylesheet it linked; brand/logo/... the logo it showed.
states/<id>/view.html    the same page with its stylesheet and logo inside it, to open offline.
audit.json     the workspace's audit log entries in the range: each with the hash of the one before it
               (prevHash) and its own (hash).
verify-chain.mjs   recomputes those hashes with Node alone (read it: about 40 lines, no dependency).
signing-key.pem    the public half of the Ed25519 key that signed this bundle, key id ${signing.keyId}.
SHA256SUMS     every other file's SHA-256.
SHA256SUMS.sig the Ed25519 signature of SHA256SUMS (64 bytes, raw), by key ${signing.keyId}.

${signatureSteps(signing)}

3. The audit entries: each one's SHA-256 over "<prevHash>\\n<its JSON with sorted keys>" is its hash, and
   each links to the one before it (the first links to the entry before the range):
  $ node verify-chain.mjs audit.json
   Against the workspace's signed daily anchors (the e-mails its owners received, or the file served at
   the address they name), add the anchors file: node verify-chain.mjs audit.json anchors.json

One changed byte in any file fails step 1; one in SHA256SUMS fails step 2.
`
}

/** Steps 1 and 2 of every signed ZIP's README (signed-zip.server.ts): the files, then the list's signature. */
export function signatureSteps(signing: { keyId: string; keyUrl: string }) {
  return `1. Every file is the one listed (GNU coreutils):
  $ sha256sum -c SHA256SUMS

2. The list was signed by our key. The key's id is the first 16 hex digits of the SHA-256 of its DER form;
   it must print ${signing.keyId}. Compare signing-key.pem with the key we publish, not with this copy alone:
   ${signing.keyUrl}
  $ openssl pkey -pubin -in signing-key.pem -outform DER | sha256sum | cut -c1-16
   Then the signature, with OpenSSL 3 (prints "Signature Verified Successfully"):
  $ openssl pkeyutl -verify -pubin -inkey signing-key.pem -rawin -in SHA256SUMS -sigfile SHA256SUMS.sig
   Or with Node 18 or later:
  $ node -e "const c=require('node:crypto'),f=require('node:fs');const ok=c.verify(null,f.readFileSync('SHA256SUMS'),f.readFileSync('signing-key.pem'),f.readFileSync('SHA256SUMS.sig'));console.log(ok?'Signature valid':'SIGNATURE INVALID');process.exit(ok?0:1)"`
}
