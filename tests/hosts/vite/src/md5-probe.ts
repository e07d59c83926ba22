// Not part of the README's example: hashes a few bytes through the md5 worker the upload uses, so
// the browser check sees the worker asset load and answer (`hashFile` would quietly hash on the
// page if the worker failed; the check also waits for the worker itself).
import { hashFile } from '@suite-ui/core/dom';

const out = document.createElement('output');
out.dataset.testid = 'host-md5';
document.body.append(out);
hashFile(new Blob(['suite-ui']), { chunkSize: 1024 }).then(
  (md5) => (out.textContent = md5),
  (error: unknown) => (out.textContent = `failed: ${String(error)}`),
);
