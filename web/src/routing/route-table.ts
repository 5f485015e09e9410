import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/**
 * One route of the shop, in the shape the route table has always had: a path relative to its
 * parent (or absolute), an index route, what it shows (an element, or a screen's module loaded
 * on demand), the error screen that replaces it when it fails, and the routes drawn inside it.
 */
export interface RouteDef {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** The screen's own chunk: loaded before the address that shows it is published. */
  lazy?: () => Promise<{ Component: ComponentType }>;
  /** Shown instead of this route (and what it holds) when it fails to draw or to load. */
  errorElement?: ReactNode;
  children?: RouteDef[];
}

/** A route that draws a screen, with the whole path pattern and the routes around it, outermost first. */
export interface Branch {
  pattern: string;
  chain: RouteDef[];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * Every screen of a route table with its full path pattern (wouter's syntax, which is
 * react-router's for the patterns used here: `:param` and a trailing `*`), in table order: the
 * first pattern that matches an address wins.
 */
export function branchesOf(routes: readonly RouteDef[], parentPath = '', parents: RouteDef[] = []): Branch[] {
  const found: Branch[] = [];
  for (const route of routes) {
    const path = route.index || route.path === undefined ? parentPath : joinPath(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children) found.push(...branchesOf(route.children, path, chain));
    else found.push({ pattern: path || '/', chain });
  }
  return found;
}

/** The branch that draws `pathname`, and the values of its parameters; null when none does. */
export function findBranch(
  branches: readonly Branch[],
  pathname: string,
): { branch: Branch; params: Record<string, string | undefined> } | null {
  for (const branch of branches) {
    const [matches, params] = matchRoute(parse, branch.pattern, pathname);
    if (matches) return { branch, params: params ?? {} };
  }
  return null;
}
