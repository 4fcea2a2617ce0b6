// Payments for other modules, tests and operators: the routes, the one fulfilment function, coupons.

export { fulfilOrder } from './fulfil';

export { registerPayRoutes } from './routes';
