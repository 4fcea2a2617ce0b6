import { useAppDispatch } from '@framewise/stores';
import { useMemo } from 'react';

/** Client-side navigation through the app's router (this package does not know the app shell). */
export function useNavigateTo(): (to: string) => void {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch((_d, _g, services) => services.navigate), [dispatch]);
}
