import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { findProjectRoot } from "../project-root";

/**
 * Every route declares its input once, through `route()` (or `listWithSearch` /
 * `exportWithBody`, which call it): the declared params, query and body are checked before the
 * handler runs and reach it typed, so a handler that parses them again, or a route that
 * declares itself inline in `config.doc`, is a second way back in. This reads the sources.
 */

const root = findProjectRoot();
const routesFolder = join(root, "server", "routes");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The handler's position among each route helper's arguments, and the declaration's. */
const HELPERS: Record<string, { doc: number; handler: number }> = {
  route: { doc: 4, handler: 5 },
  listWithSearch: { doc: 3, handler: 4 },
  exportWithBody: { doc: 3, handler: 4 },
};

/** Calls that read a declared part of the request themselves. */
const PARSERS = new Set(["parseInput", "idParam", "idParams"]);
const REQUEST_PART = /\brequest\.(params|query|body)\b/;

interface Finding {
  file: string;
  line: number;
  text: string;
}

function findings(file: string): { inline: Finding[]; secondParses: Finding[] } {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const inline: Finding[] = [];
  const secondParses: Finding[] = [];
  const at = (node: ts.Node): Finding => ({
    file: relative(root, file),
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    text: node.getText(source).slice(0, 100),
  });
  const propertyNamed = (node: ts.ObjectLiteralExpression, name: string) =>
    node.properties.find(
      (property) =>
        (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) &&
        property.name.getText(source) === name,
    );

  function checkHandler(handler: ts.Node, doc: ts.Node | undefined) {
    // The one body a handler parses itself: a route whose body `bodyDependsOn` the request.
    const bodyDependsOn =
      doc !== undefined &&
      ts.isObjectLiteralExpression(doc) &&
      propertyNamed(doc, "bodyDependsOn") !== undefined;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        PARSERS.has(node.expression.text)
      ) {
        const readsRequest =
          node.expression.text !== "parseInput" ||
          node.arguments.some((argument) => REQUEST_PART.test(argument.getText(source)));
        const parsesDependentBody =
          bodyDependsOn && /\brequest\.body\b/.test(node.arguments[1]?.getText(source) ?? "");
        if (readsRequest && !parsesDependentBody) secondParses.push(at(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(handler);
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const helper = ts.isIdentifier(callee) ? HELPERS[callee.text] : undefined;
      const handler = helper && node.arguments[helper.handler];
      if (helper && handler) checkHandler(handler, node.arguments[helper.doc]);
      if (ts.isIdentifier(callee) && callee.text === "documented") inline.push(at(node));
    }
    // route() itself keeps the declaration in `config.doc`, where the describing plugin reads it.
    if (
      !file.endsWith(join("routes", "route.ts")) &&
      ts.isPropertyAssignment(node) &&
      node.name.getText(source) === "config"
    ) {
      const config = node.initializer;
      if (ts.isObjectLiteralExpression(config) && propertyNamed(config, "doc")) {
        inline.push(at(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { inline, secondParses };
}

const all = sourceFiles(routesFolder).map(findings);

describe("route declarations", () => {
  it("finds the routes (the check reads the files it means to)", () => {
    expect(all.length).toBeGreaterThan(30);
  });

  it("declares no route inline (`config: { doc }` or `documented()`): every route goes through route()", () => {
    expect(all.flatMap((file) => file.inline)).toEqual([]);
  });

  it("parses no declared part again in a handler (only a body that `bodyDependsOn` the request)", () => {
    expect(all.flatMap((file) => file.secondParses)).toEqual([]);
  });
});
