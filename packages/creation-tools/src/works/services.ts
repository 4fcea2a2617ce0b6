import { type Brand, getBrand, useAppDispatch } from '@framewise/stores';
import { useMemo } from 'react';

/** The build's brand key ('domestic' or 'overseas'): the name the texts give it (`app:brand.<key>`). */
export function useBrand(): Brand {
  const dispatch = useAppDispatch();
  return useMemo(() => dispatch(getBrand()), [dispatch]);
}
