import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './state';

/** The one pair of typed hooks: dispatch runs the shared thunks (services as extra argument); state has `api`. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
