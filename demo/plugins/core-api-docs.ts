import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One export of a core feature entry, as the documentation page lists it. */
export interface CoreExportDoc {
  name: string;
  kind: 'machine' | 'connect' | 'function' | 'const' | 'type';
  summary: string;
}

/** Per feature folder of core, what `@suite-ui/core/<feature>` exports. */
export type CoreApiByFeature = Record<string, CoreExportDoc[]>;

/** Core's feature entries (`core/src/<feature>/index.ts`) by feature. */
export function coreFeatureEntries(repo: string): Map<string, string> {
  const src = path.join(repo, 'core', 'src');
  const entries = new Map<string, string>();
  if (!existsSync(src)) return entries;
  for (const dir of readdirSync(src, { withFileTypes: true })) {
    const entry = path.join(src, dir.name, 'index.ts');
    if (
      dir.isDirectory() &&
      !['react', 'dom', 'i18n', 'http', 'shared'].includes(dir.name) &&
      existsSync(entry)
    ) {
      entries.set(dir.name, entry);
    }
  }
  return entries;
}

function kindOf(symbol: ts.Symbol, checker: ts.TypeChecker): CoreExportDoc['kind'] {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (/Machine$/.test(symbol.name) && target.flags & ts.SymbolFlags.Variable) return 'machine';
  if (/^connect[A-Z]/.test(symbol.name)) return 'connect';
  if (target.flags & ts.SymbolFlags.Function) return 'function';
  if (target.flags & ts.SymbolFlags.Variable) {
    const declaration = target.valueDeclaration;
    const type = declaration && checker.getTypeOfSymbolAtLocation(target, declaration);
    return type && type.getCallSignatures().length > 0 ? 'function' : 'const';
  }
  return 'type';
}

/** The first sentence of a symbol's JSDoc, on one line. */
function summaryOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const text = ts.displayPartsToString(target.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
  const end = text.search(/[.。](\s|$)/);
  return end >= 0 ? text.slice(0, end + 1) : text;
}

/**
 * What each core feature entry exports, with kinds (machine, connect, rule function, constant, type)
 * and JSDoc summaries, read from the TypeScript sources: the "core API" part of a widget's page.
 */
export function readCoreApi(repo: string, program: ts.Program): CoreApiByFeature {
  const entries = coreFeatureEntries(repo);
  const checker = program.getTypeChecker();
  const api: CoreApiByFeature = {};
  for (const [feature, file] of entries) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    api[feature] = checker
      .getExportsOfModule(module)
      .map((symbol) => ({
        name: symbol.name,
        kind: kindOf(symbol, checker),
        summary: summaryOf(symbol, checker),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  return api;
}
