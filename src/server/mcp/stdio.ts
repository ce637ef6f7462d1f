import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { fetchLibraryClient, withoutTrailingSlash } from './library-client';
import { createPodbriefMcpServer } from './tools';

/**
 * `npx podbrief-mcp`: the MCP server over stdio for a local assistant (Claude Desktop, VS Code…), talking
 * to a running Podbrief at PODBRIEF_URL with the reader's PODBRIEF_TOKEN (ADR 188). stdout carries the
 * protocol, so everything else goes to stderr.
 */
async function runStdioServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const token = env.PODBRIEF_TOKEN?.trim();
  if (!token) {
    process.stderr.write(
      'podbrief-mcp: set PODBRIEF_TOKEN to a personal access token (Podbrief → Profile → Access tokens),\n' +
        'and PODBRIEF_URL to your Podbrief (default http://localhost:3000).\n',
    );
    process.exit(2);
  }
  const baseUrl = withoutTrailingSlash(env.PODBRIEF_URL?.trim() || 'http://localhost:3000');
  try {
    new URL(baseUrl);
  } catch {
    process.stderr.write(`podbrief-mcp: PODBRIEF_URL is not a URL: ${baseUrl}\n`);
    process.exit(2);
  }
  const server = createPodbriefMcpServer({
    library: fetchLibraryClient({ baseUrl, token }),
    appUrl: baseUrl,
  });
  await server.connect(new StdioServerTransport());
  // The assistant closed our stdin: it is done with us.
  process.stdin.on('close', () => void server.close().finally(() => process.exit(0)));
  process.stderr.write(`podbrief-mcp: serving the library of ${baseUrl} over stdio\n`);
}

await runStdioServer();
