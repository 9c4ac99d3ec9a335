import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { myProductsQuery } from '@/lib/my-products';
import type { QaProductRoute } from '@/lib/paths';
import { useQaStore } from './qa-store';

/**
 * The Q&A route parameters, kept in the Q&A state as routeParams (QA-02), and the user product
 * they name (the user's products also fill dashboardProductsByAppType / ForQuestions).
 */
export function useQaRoute() {
  const params = useParams();
  const setRouteParams = useQaStore((state) => state.setRouteParams);
  const setDashboardProducts = useQaStore((state) => state.setDashboardProducts);
  const products = useQuery(myProductsQuery);
  const { specialtyTypeCode, applicationTypeCode, userProductId, qaSessionId } = params;

  useEffect(() => {
    setRouteParams({
      ...(specialtyTypeCode === undefined ? {} : { specialtyTypeCode }),
      ...(applicationTypeCode === undefined ? {} : { applicationTypeCode }),
      ...(userProductId === undefined ? {} : { userProductId }),
      ...(qaSessionId === undefined ? {} : { qaSessionId }),
    });
  }, [specialtyTypeCode, applicationTypeCode, userProductId, qaSessionId, setRouteParams]);

  useEffect(() => {
    if (products.data) setDashboardProducts(products.data.products);
  }, [products.data, setDashboardProducts]);

  const route: QaProductRoute = {
    specialtyTypeCode: specialtyTypeCode ?? '',
    applicationTypeCode: applicationTypeCode ?? 'qa',
    userProductId: userProductId ?? '',
  };
  return {
    route,
    userProductId: Number(userProductId),
    qaSessionId: qaSessionId === undefined ? undefined : Number(qaSessionId),
    productsStatus: products.status,
    product: products.data?.products.find((p) => String(p.userProductId) === userProductId),
  };
}
