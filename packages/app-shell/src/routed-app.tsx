import { useEffect } from 'react';
import { type NavigateFunction, type RouteObject, useNavigate, useRoutes } from 'react-router';

/**
 * The route table rendered under the surrounding router (BrowserRouter in the app, StaticRouter at build), which
 * hands its navigate function to code outside React (the store's navigate service) once mounted.
 */
export function RoutedApp({
  routes,
  onNavigate,
}: {
  routes: RouteObject[];
  onNavigate?: (n: NavigateFunction) => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    // Braces: a returned value would become the effect's clean-up, and the caller's setter returns navigate.
    onNavigate?.(navigate);
  }, [navigate, onNavigate]);
  return useRoutes(routes);
}
