// Routing for the app, on wouter: the names the screens use (as react-router named them).
export { useGoBack, useLocation, useMatch, useNavigate, useParams, useSearchParams } from './hooks';
export { type LeaveGuard, useLeaveGuard } from './leave-guard';
export { Link, Navigate, NavLink } from './links';
export type { Blocker, NavigateOptions } from './location-store';
export { useRouteError } from './route-error';
export type { RouteDef } from './route-table';
export { Outlet } from './route-tree';
export { ScrollRestoration } from './scroll-restoration';
export { createShopRouter, ShopRouter, type ShopRouterHandle } from './shop-router';
