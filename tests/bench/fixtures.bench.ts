// The fake backend's cost per call (routing, fault check, envelope) against the peer: a bare
// node:http server answering the same JSON. Both on loopback, sequential keep-alive requests.
import { startFixtureServer } from '@suite-ui/fixtures';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measure, report } from '../../core/bench/harness';

const path = '/api/bcw/watermarke/queryWatermarkConfig';
const fixtures = await startFixtureServer();
const body = JSON.stringify({
  status: true,
  code: 200,
  msg: 'success',
  data: await (await fetch(fixtures.url + path)).json(),
});
const bare = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const call = (base: string) => async () => {
  for (let i = 0; i < 50; i += 1) await (await fetch(base + path)).text();
};
const peer = await measure('bare node:http', call(bareUrl), 1500);
const ours = await measure('fake backend', call(fixtures.url), 1500);
report('fake backend, 50 sequential calls per op', [peer, ours], peer);

bare.close();
await fixtures.close();
