import { ShippingSettingsInput, ShippingSettingsResponse } from '@isoko/shared/shipping/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShippingSettings, updateShippingSettings } from './service';

export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const tags = ['shipping'];

  app.get(
    '/api/shipping/settings',
    {
      schema: {
        tags,
        summary: 'The shop’s shipping rules (standard fee, free shipping type, Kigali, free above)',
        response: { 200: ShippingSettingsResponse },
      },
    },
    async () => ({ success: true as const, settings: await getShippingSettings(db) }),
  );

  app.put(
    '/api/shipping/settings',
    {
      onRequest: app.requireStaff('admin'),
      schema: {
        tags,
        summary: 'Save the shipping rules (admins only)',
        body: ShippingSettingsInput,
        response: { 200: ShippingSettingsResponse },
      },
    },
    async (req) => ({
      success: true as const,
      message: 'Shipping settings saved successfully!',
      settings: await updateShippingSettings(db, req.body, req.staff!.staffId),
    }),
  );
};
