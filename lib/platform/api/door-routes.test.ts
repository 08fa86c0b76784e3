// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { OIDC_TYPES } from './contracts/auth';
import { DOOR_ROUTES, findDoorRoute, type DoorRoute } from './door-routes';

/*
 * The door's allow-list must be exactly what the browser calls. This test reads the production
 * source with the TypeScript parser (no type checker), finds every browser call of a service —
 * `browserClient(service).<method>(path)`, `postBeacon(service, path)`, `cartRequest({ method,
 * path })` — works out the paths each can send, and proves each is on DOOR_ROUTES and each line of
 * DOOR_ROUTES is sent by one. A call whose path it cannot work out fails: the list must not be
 * guessed at.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where production code lives (house style); tests and test helpers call no door. */
const SOURCE_DIRS = ['app', 'features', 'components', 'lib', 'stores'];
const SKIPPED_DIR = /^(node_modules|testing|\.next.*)$/;
const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;
/** Only files naming one of the calls are parsed: every call site names one. */
const MENTIONS = /\b(browserClient|postBeacon|cartRequest)\b/;

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
/** Stands for a path segment the source computes at run time (an id, a slug): a valid `:param`. */
const SAMPLE = 'x1';
const MAX_DEPTH = 10;
const HINT = 'make the path a literal or a const in the same file';

/**
 * The wrappers pass their caller's path on (`client[method](path, …)` in cartRequest): they are
 * not call sites of their own, their callers are. Named by file, so nothing else is skipped.
 */
const WRAPPER_PATH_PARAMETER: Readonly<Record<string, string>> = {
  'lib/platform/api/beacon.ts': 'path',
  'lib/platform/api/cart.ts': 'path',
};

/**
 * A span typed with a union of string literals takes each member instead of the sample: with
 * `type: OidcType`, `/oidc-${type}-get-redirect-url` would become `/oidc-x1-…`, which no line
 * allows, and both providers' lines must be proven called. Unions written in the file are read
 * from the annotation; aliases imported from the contracts are listed here with their values.
 */
const KNOWN_UNIONS: Readonly<Record<string, readonly string[]>> = { OidcType: OIDC_TYPES };

/**
 * assetUrl() (features/content/utils/asset-url.ts) sends CMS data paths such as
 * `/main/gold-bars/1/image.svg` (reference-api/src/content/pages/routes.ts builds them) to
 * `/svc/main/gold-bars/1/image.svg`. The path comes from data, so no scanner sees it: this one
 * line is allowed by hand, and still checked against a real example path.
 */
const ASSET_ALLOWANCE: CallSite = {
  where: 'assetUrl() of CMS data (allowed by hand)',
  service: 'main',
  methods: ['GET'],
  paths: ['/gold-bars/1/image.svg'],
};

/** The real count when this was written was 70; the floor catches a scanner that went blind. */
const MIN_CALL_SITES = 65;

type CallSite = { where: string; service: string; methods: string[]; paths: string[] };
type Scan = { sites: CallSite[]; unresolved: string[] };
type Reading = Omit<CallSite, 'where'> | { problem: string } | undefined;
type Declaration = ts.VariableDeclaration | ts.ParameterDeclaration;

// ——— the evaluator: what strings an expression can be ———

/** Parentheses, `as`, `satisfies` and `!` change no value. */
function unwrap(node: ts.Expression): ts.Expression {
  let expr = node;
  while (
    ts.isParenthesizedExpression(expr) ||
    ts.isAsExpression(expr) ||
    ts.isSatisfiesExpression(expr) ||
    ts.isNonNullExpression(expr) ||
    ts.isTypeAssertionExpression(expr)
  ) {
    expr = expr.expression;
  }
  return expr;
}

/** What `name` refers to at `from`: the nearest enclosing function, block or file declaring it. */
function findDeclaration(name: string, from: ts.Node): Declaration | undefined {
  for (let scope = from.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find(
        (p) => ts.isIdentifier(p.name) && p.name.text === name,
      );
      if (parameter) return parameter;
    }
    if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
    const declared = scope.statements
      .flatMap((s) => (ts.isVariableStatement(s) ? s.declarationList.declarations : []))
      .find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (declared) return declared;
  }
  return undefined;
}

/** The initializer of the `const` an identifier names; a `let` or a parameter may change. */
function constInitializer(id: ts.Identifier): ts.Expression | undefined {
  const declaration = findDeclaration(id.text, id);
  if (!declaration || !ts.isVariableDeclaration(declaration)) return undefined;
  const isConst = (declaration.parent.flags & ts.NodeFlags.Const) !== 0;
  return isConst ? declaration.initializer : undefined;
}

/** Every string the expression can be, or null when the source does not tell. */
function evaluate(node: ts.Expression, depth = 0): string[] | null {
  if (depth > MAX_DEPTH) return null;
  const expr = unwrap(node);
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (ts.isTemplateExpression(expr)) return evaluateTemplate(expr, depth);
  if (ts.isConditionalExpression(expr)) {
    const [yes, no] = [evaluate(expr.whenTrue, depth + 1), evaluate(expr.whenFalse, depth + 1)];
    return yes && no ? [...yes, ...no] : null;
  }
  if (ts.isIdentifier(expr)) {
    const initializer = constInitializer(expr);
    return initializer ? evaluate(initializer, depth + 1) : null;
  }
  if (ts.isElementAccessExpression(expr)) return evaluateObjectValues(expr.expression, depth);
  return null;
}

/** A template's strings: every combination of its spans' values. */
function evaluateTemplate(expr: ts.TemplateExpression, depth: number): string[] {
  let results = [expr.head.text];
  for (const span of expr.templateSpans) {
    const values = spanValues(span.expression, depth);
    results = results.flatMap((prefix) => values.map((v) => prefix + v + span.literal.text));
  }
  return results;
}

/** A `${…}` span: a known string, each member of a literal union, or a sample segment. */
function spanValues(expr: ts.Expression, depth: number): readonly string[] {
  return evaluate(expr, depth + 1) ?? unionMembers(expr) ?? [SAMPLE];
}

/** `ENDPOINT[variant]` on a const object literal: any of its values. */
function evaluateObjectValues(receiver: ts.Expression, depth: number): string[] | null {
  const initializer = ts.isIdentifier(receiver) ? constInitializer(receiver) : undefined;
  const object = initializer && unwrap(initializer);
  if (!object || !ts.isObjectLiteralExpression(object) || object.properties.length === 0) {
    return null;
  }
  const values = object.properties.map((p) =>
    ts.isPropertyAssignment(p) ? evaluate(p.initializer, depth + 1) : null,
  );
  return values.every((v) => v !== null) ? values.flat() : null;
}

/** The members of the string-literal union an identifier is declared with (KNOWN_UNIONS). */
function unionMembers(expr: ts.Expression): readonly string[] | null {
  if (!ts.isIdentifier(expr)) return null;
  const type = findDeclaration(expr.text, expr)?.type;
  if (type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    return KNOWN_UNIONS[type.typeName.text] ?? null;
  }
  if (!type || !ts.isUnionTypeNode(type)) return null;
  const members = type.types.map((m) =>
    ts.isLiteralTypeNode(m) && ts.isStringLiteral(m.literal) ? m.literal.text : null,
  );
  return members.every((m) => m !== null) ? members : null;
}

// ——— the scanner: which calls are browser calls of a service ———

/** The service of a browser client (`browserClient('x')` or a const bound to one); undefined: none. */
function clientService(node: ts.Expression, depth = 0): string | null | undefined {
  const expr = unwrap(node);
  if (ts.isCallExpression(expr) && isNamed(expr.expression, 'browserClient')) {
    const service = expr.arguments[0];
    return service && ts.isStringLiteralLike(service) ? service.text : null;
  }
  if (!ts.isIdentifier(expr) || depth > MAX_DEPTH) return undefined;
  const initializer = constInitializer(expr);
  return initializer ? clientService(initializer, depth + 1) : undefined;
}

function isNamed(expr: ts.Expression, name: string): boolean {
  return ts.isIdentifier(expr) && expr.text === name;
}

function isWrapperPassThrough(file: string, path: ts.Expression | undefined): boolean {
  return !!path && ts.isIdentifier(path) && WRAPPER_PATH_PARAMETER[file] === path.text;
}

/** A call site's paths; a path that is unknown or not absolute is a problem to report. */
function resolve(service: string, methods: string[], path: ts.Expression | undefined): Reading {
  const paths = path ? evaluate(path) : null;
  if (!paths || !paths.every((p) => p.startsWith('/'))) {
    return { problem: `cannot tell the path (${path?.getText() ?? 'none'}): ${HINT}` };
  }
  // query strings go in axios `params`; a literal `?` would not be part of the door's path
  const bare = paths.map((p) => p.split('?')[0]!);
  return { service, methods: methods.map((m) => m.toUpperCase()), paths: bare };
}

/** `client.get(path)`, `browserClient('x').post(path)`, `client[method](path)`. */
function readClientCall(
  file: string,
  call: ts.CallExpression,
  callee: ts.PropertyAccessExpression | ts.ElementAccessExpression,
): Reading {
  const service = clientService(callee.expression);
  if (service === undefined) return undefined;
  const path = call.arguments[0];
  if (isWrapperPassThrough(file, path)) return undefined;
  if (service === null) return { problem: 'browserClient() needs a literal service name' };
  const methods = ts.isPropertyAccessExpression(callee)
    ? [callee.name.text]
    : evaluate(callee.argumentExpression);
  if (!methods || !methods.every((m) => METHODS.has(m))) {
    return { problem: `a client call the scanner does not know (${callee.getText()})` };
  }
  return resolve(service, methods, path);
}

/** Every browserClient() must reach a call the scanner reads: called at once or bound to a const. */
function checkClientUse(call: ts.CallExpression): Reading {
  const parent = call.parent;
  const isReceiver =
    (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) &&
    ts.isCallExpression(parent.parent) &&
    parent.parent.expression === parent;
  const isBound =
    ts.isVariableDeclaration(parent) && (parent.parent.flags & ts.NodeFlags.Const) !== 0;
  return isReceiver || isBound
    ? undefined
    : { problem: 'a browserClient() the scanner cannot follow: call it or bind it to a const' };
}

/** `postBeacon(service, path, body)`: always a POST. */
function readBeacon(file: string, call: ts.CallExpression): Reading {
  const [serviceArg, path] = call.arguments;
  if (isWrapperPassThrough(file, path)) return undefined;
  const service = serviceArg && ts.isStringLiteralLike(serviceArg) ? serviceArg.text : null;
  if (!service) return { problem: 'postBeacon() needs a literal service name' };
  return resolve(service, ['post'], path);
}

/** `cartRequest({ method, path, body })`: the cart service. */
function readCartRequest(call: ts.CallExpression): Reading {
  const request = call.arguments[0] && unwrap(call.arguments[0]);
  if (!request || !ts.isObjectLiteralExpression(request)) {
    return { problem: `cartRequest() takes an object literal: ${HINT}` };
  }
  const property = (name: string) =>
    request.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
    )?.initializer;
  const method = property('method');
  const methods = method ? evaluate(method) : null;
  if (!methods) return { problem: 'cartRequest() needs a literal method' };
  return resolve('cart', methods, property('path'));
}

function readCallSite(file: string, call: ts.CallExpression): Reading {
  const callee = unwrap(call.expression);
  if (isNamed(callee, 'browserClient')) return checkClientUse(call);
  if (isNamed(callee, 'postBeacon')) return readBeacon(file, call);
  if (isNamed(callee, 'cartRequest')) return readCartRequest(call);
  if (ts.isPropertyAccessExpression(callee) || ts.isElementAccessExpression(callee)) {
    return readClientCall(file, call, callee);
  }
  return undefined;
}

/** The call sites of one file (`file` is its path from the repository root). */
function scanSource(file: string, text: string): Scan {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const scan: Scan = { sites: [], unresolved: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const reading = readCallSite(file, node);
      if (reading && 'problem' in reading) scan.unresolved.push(`${where}: ${reading.problem}`);
      else if (reading) scan.sites.push({ where, ...reading });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return scan;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIR.test(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

function scanProduction(): Scan {
  const scans = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((full) => {
    const text = readFileSync(full, 'utf8');
    const file = relative(ROOT, full).split(sep).join('/');
    return MENTIONS.test(text) ? scanSource(file, text) : { sites: [], unresolved: [] };
  });
  return { sites: scans.flatMap((s) => s.sites), unresolved: scans.flatMap((s) => s.unresolved) };
}

// ——— the checks ———

/** Each call against the door: the calls off the list, and the lines the calls use. */
function checkAgainstDoor(sites: readonly CallSite[]) {
  const offList: string[] = [];
  const used = new Set<DoorRoute>();
  for (const site of sites) {
    for (const method of site.methods) {
      for (const path of site.paths) {
        const route = findDoorRoute(site.service, method, path.split('/').slice(1));
        if (route) used.add(route);
        else offList.push(`${site.where}: ${method} ${site.service} ${path} is not on DOOR_ROUTES`);
      }
    }
  }
  return { offList, used };
}

function unusedLines(used: ReadonlySet<DoorRoute>): string[] {
  return Object.entries(DOOR_ROUTES).flatMap(([service, routes]) =>
    routes.filter((r) => !used.has(r)).map((r) => `${r.method} ${service} ${r.path}`),
  );
}

const segments = (path: string) => path.split('/').slice(1);

describe('findDoorRoute', () => {
  it('finds a line by service, method (any case) and path', () => {
    expect(findDoorRoute('core', 'get', ['profile'])?.path).toBe('/profile');
    expect(findDoorRoute('order', 'GET', segments('/api/order/abc-1'))?.path).toBe(
      '/api/order/:uuid',
    );
  });

  it.each(['billing', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'knows no service %s',
    (service) => {
      expect(findDoorRoute(service, 'GET', ['profile'])).toBeNull();
    },
  );

  it('refuses a method the line does not have', () => {
    expect(findDoorRoute('core', 'POST', ['profile'])).toBeNull();
    expect(findDoorRoute('cart', 'POST', segments('/api/cart'))).toBeNull();
  });

  it.each(['..', '.', 'a/b', '', 'a b'])('refuses the param segment %j', (segment) => {
    expect(findDoorRoute('order', 'GET', ['api', 'order', segment])).toBeNull();
  });

  it('refuses a trailing extra segment', () => {
    expect(findDoorRoute('core', 'GET', ['profile', 'x'])).toBeNull();
    expect(findDoorRoute('order', 'GET', segments('/api/order/abc/extra'))).toBeNull();
    expect(findDoorRoute('core', 'GET', ['profile', ''])).toBeNull();
  });

  it.each([
    ['main', 'POST', '/catalog/seo'],
    ['main', 'PUT', '/catalog/seo/1'],
    ['order', 'POST', '/pay/abc/confirm'],
    ['order', 'GET', '/pay/abc'],
    ['cart', 'POST', '/__test/stock'],
    ['catalog', 'GET', '/sitemap'],
    ['main', 'POST', '/live/admin/on-air'],
    ['catalog', 'PATCH', '/admin/products/kolco-1'],
  ])('refuses the admin or provider call %s %s %s', (service, method, path) => {
    expect(findDoorRoute(service, method, segments(path))).toBeNull();
  });
});

describe('the scanner', () => {
  const file = 'features/sample/api/sample.ts';
  const read = (text: string) => scanSource(file, text);

  it('reads every call shape the store uses', () => {
    const { sites, unresolved } = read(`
      const ORDER = '/orders/order';
      const ENDPOINT = { footer: '/user/mailing-profile', landing: '/subscribes/landing' };
      export async function sample(id: string, type: OidcType, kind: 'a' | 'b', flag: boolean) {
        const client = browserClient('catalog');
        await client.post(\`/product/view/\${encodeURIComponent(id)}\`, {});
        await browserClient('main')
          .put('/user/profile?x=1', {});
        await browserClient('main').get(\`\${ORDER}/\${id}\`).catch(() => null);
        await browserClient('main').post(ENDPOINT[flag ? 'footer' : 'landing'], {});
        await browserClient('core').get(\`/oidc-\${type}-get-redirect-url\`);
        await browserClient('main').get(flag ? '/get_status' : \`/live/\${kind}\`);
        postBeacon('catalog', '/product/view/x', {});
        return cartRequest({ method: 'patch', path: '/api/cart/pay-system' });
      }`);
    expect(unresolved).toEqual([]);
    expect(sites.map(({ where, ...site }) => [where.split(':')[1], site])).toEqual([
      ['6', { service: 'catalog', methods: ['POST'], paths: ['/product/view/x1'] }],
      ['7', { service: 'main', methods: ['PUT'], paths: ['/user/profile'] }],
      ['9', { service: 'main', methods: ['GET'], paths: ['/orders/order/x1'] }],
      [
        '10',
        {
          service: 'main',
          methods: ['POST'],
          paths: ['/user/mailing-profile', '/subscribes/landing'],
        },
      ],
      [
        '11',
        {
          service: 'core',
          methods: ['GET'],
          paths: ['/oidc-gid-get-redirect-url', '/oidc-tid-get-redirect-url'],
        },
      ],
      ['12', { service: 'main', methods: ['GET'], paths: ['/get_status', '/live/a', '/live/b'] }],
      ['13', { service: 'catalog', methods: ['POST'], paths: ['/product/view/x'] }],
      ['14', { service: 'cart', methods: ['PATCH'], paths: ['/api/cart/pay-system'] }],
    ]);
  });

  it('fails a call it cannot work out, with where it is and a hint', () => {
    const { sites, unresolved } = read(`
      export async function sample(path: string, service: ServiceName) {
        await browserClient('main').get(path);
        await browserClient('main').request({ url: '/profile' });
        const clients = [browserClient('main')];
        await browserClient(service).get('/profile');
        await postBeacon('catalog', \`\${path}/view\`, {});
      }`);
    expect(sites).toEqual([]);
    expect(unresolved).toEqual([
      `${file}:3: cannot tell the path (path): ${HINT}`,
      `${file}:4: a client call the scanner does not know (browserClient('main').request)`,
      `${file}:5: a browserClient() the scanner cannot follow: call it or bind it to a const`,
      `${file}:6: browserClient() needs a literal service name`,
      `${file}:7: cannot tell the path (\`\${path}/view\`): ${HINT}`,
    ]);
  });

  it('reports a call off the list', () => {
    const { sites } = read(`browserClient('main').post('/catalog/seo', {});`);
    expect(checkAgainstDoor(sites).offList).toEqual([
      `${file}:1: POST main /catalog/seo is not on DOOR_ROUTES`,
    ]);
  });

  it('reports a line no call uses', () => {
    const allButOne = new Set(Object.values(DOOR_ROUTES).flat());
    allButOne.delete(findDoorRoute('cart', 'PATCH', segments('/api/cart/pay-system'))!);
    expect(unusedLines(allButOne)).toEqual(['PATCH cart /api/cart/pay-system']);
  });

  it('skips only the wrappers passing their caller’s path on', () => {
    const wrapper = `const client = browserClient('cart'); client.put(path, {});`;
    expect(scanSource('lib/platform/api/cart.ts', wrapper)).toEqual({
      sites: [],
      unresolved: [],
    });
    expect(read(wrapper).unresolved).toHaveLength(1);
  });
});

describe('DOOR_ROUTES against the browser call sites', () => {
  const { sites, unresolved } = scanProduction();
  const { offList, used } = checkAgainstDoor([...sites, ASSET_ALLOWANCE]);

  it('finds the call sites (a blind scanner fails here)', () => {
    expect(sites.length).toBeGreaterThanOrEqual(MIN_CALL_SITES);
  });

  it('works out the path of every call site', () => {
    expect(unresolved).toEqual([]);
  });

  it('has every call the browser makes on the list', () => {
    expect(offList).toEqual([]);
  });

  it('has no line the browser does not call', () => {
    expect(unusedLines(used)).toEqual([]);
  });

  it('allows the CMS asset line for a real asset path', () => {
    const route = findDoorRoute('main', 'GET', segments(ASSET_ALLOWANCE.paths[0]!));
    expect(route?.path).toBe('/gold-bars/:id/image.svg');
  });
});
