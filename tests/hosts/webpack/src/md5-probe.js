// Hashes a few bytes through the md5 worker the upload uses, so the browser check sees webpack's
// worker chunk load and answer.
import { hashFile } from '@suite-ui/core/dom';

const out = document.createElement('output');
out.dataset.testid = 'host-md5';
document.body.append(out);
hashFile(new Blob(['suite-ui']), { chunkSize: 1024 }).then(
  (md5) => (out.textContent = md5),
  (error) => (out.textContent = `failed: ${String(error)}`),
);
