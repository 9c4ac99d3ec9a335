import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The SPA's route table, read from apps/web/src/app/router.tsx itself (with the TypeScript parser,
 * not by importing it: it creates a browser router at import). Follows the route objects, their
 * children, index routes, spreads, and the file's own helper functions that build routes from a
 * path argument (upcoming(path, …), productRoutes(path, …)). Paths may name `paths.x` from
 * lib/paths.ts. Anything it cannot read makes it throw, so the list never silently shrinks.
 */

const WEB = path.resolve(import.meta.dirname, '../../apps/web/src');

type Env = Map<string, string>;

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (
    ts.isAsExpression(n) ||
    ts.isParenthesizedExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isTypeAssertionExpression(n)
  )
    n = n.expression;
  return n;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** `paths.x` values that are plain strings. */
function readPaths(): Env {
  const source = parse(path.join(WEB, 'lib/paths.ts'));
  const env: Env = new Map();
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const decl of node.declarationList.declarations) {
      if (decl.name.getText() !== 'paths' || !decl.initializer) continue;
      const object = unwrap(decl.initializer);
      if (!ts.isObjectLiteralExpression(object)) continue;
      for (const prop of object.properties) {
        if (ts.isPropertyAssignment(prop) && ts.isStringLiteral(prop.initializer))
          env.set(`paths.${prop.name.getText()}`, prop.initializer.text);
      }
    }
  });
  return env;
}

interface RouteNode {
  path?: string;
  index?: boolean;
  children: RouteNode[];
}

export function readRouteTable(): string[] {
  const source = parse(path.join(WEB, 'app/router.tsx'));
  const paths = readPaths();
  const functions = new Map<string, ts.FunctionDeclaration>();
  let table: ts.Expression | undefined;
  source.forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (ts.isVariableStatement(node)) {
      for (const decl of node.declarationList.declarations)
        if (decl.name.getText() === 'routes' && decl.initializer) table = decl.initializer;
    }
  });
  if (!table) throw new Error('router.tsx: no `routes` table found');

  const fail = (node: ts.Node, why: string): never => {
    throw new Error(`router.tsx: ${why}: ${node.getText().slice(0, 120)}`);
  };

  const text = (node: ts.Expression, env: Env): string => {
    const n = unwrap(node);
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
    if (ts.isIdentifier(n) && env.has(n.text)) return env.get(n.text)!;
    if (ts.isPropertyAccessExpression(n) && paths.has(n.getText())) return paths.get(n.getText())!;
    if (ts.isTemplateExpression(n))
      return n.templateSpans.reduce(
        (out, span) => out + text(span.expression, env) + span.literal.text,
        n.head.text,
      );
    return fail(n, 'a route path it cannot read');
  };

  const routes = (node: ts.Expression, env: Env): RouteNode[] => {
    const n = unwrap(node);
    if (ts.isArrayLiteralExpression(n))
      return n.elements.flatMap((e) =>
        ts.isSpreadElement(e) ? routes(e.expression, env) : routes(e, env),
      );
    if (ts.isObjectLiteralExpression(n)) {
      const route: RouteNode = { children: [] };
      for (const prop of n.properties) {
        if (ts.isShorthandPropertyAssignment(prop) && prop.name.text === 'path')
          route.path = text(prop.name, env);
        if (!ts.isPropertyAssignment(prop)) continue;
        const key = prop.name.getText();
        if (key === 'path') route.path = text(prop.initializer, env);
        if (key === 'index') route.index = prop.initializer.kind === ts.SyntaxKind.TrueKeyword;
        if (key === 'children') route.children = routes(prop.initializer, env);
      }
      return [route];
    }
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
      const fn = functions.get(n.expression.text) ?? fail(n, 'a call to an unknown function');
      const inner: Env = new Map(env);
      fn.parameters.forEach((param, i) => {
        const arg = n.arguments[i];
        const a = arg && unwrap(arg);
        if (
          a &&
          (ts.isStringLiteral(a) ||
            ts.isNoSubstitutionTemplateLiteral(a) ||
            ts.isTemplateExpression(a))
        )
          inner.set(param.name.getText(), text(a, env));
        // A parameter left out (or passed as undefined) takes its default, read with the
        // parameters before it, e.g. productPath = `${path}/:userProductId/*`.
        else if (
          (!a || (ts.isIdentifier(a) && a.text === 'undefined')) &&
          param.initializer &&
          (ts.isStringLiteral(param.initializer) || ts.isTemplateExpression(param.initializer))
        )
          inner.set(param.name.getText(), text(param.initializer, inner));
      });
      const ret = fn.body?.statements.find(ts.isReturnStatement)?.expression;
      return ret ? routes(ret, inner) : fail(n, 'a helper without a return');
    }
    return fail(n, 'a route it cannot read');
  };

  const flat: string[] = [];
  const walk = (nodes: RouteNode[], parent: string) => {
    for (const node of nodes) {
      const here = node.index
        ? parent
        : node.path === undefined
          ? parent
          : node.path.startsWith('/')
            ? node.path
            : `${parent.replace(/\/$/, '')}/${node.path}`;
      if (node.index || node.path !== undefined) flat.push(here);
      walk(node.children, here);
    }
  };
  walk(routes(table, new Map()), '');
  return [...new Set(flat)];
}
