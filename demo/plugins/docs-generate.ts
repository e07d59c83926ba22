// The documentation data's own process (see docsPlugin): a TypeScript program over every skin
// component and core entry takes seconds of CPU, which in the development server's process would
// hold back every other module it serves meanwhile. Run as `node --import tsx docs-generate.ts <repo>`;
// sends the generated data, as JSON text, to its parent over IPC.
import { docsProgram, readPropsDocs } from './props-docs';
import { readCoreApi } from './core-api-docs';

const repo = process.argv[2];
if (!repo || !process.send)
  throw new Error('usage: forked by the suite-ui-docs plugin with the repository root');
const program = docsProgram(repo);
const json = JSON.stringify({ props: readPropsDocs(repo, program), coreApi: readCoreApi(repo, program) });
process.send(json, () => process.exit(0));
