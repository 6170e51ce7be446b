import { zodToOpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { z } from "zod";
import {
  addressCreated,
  address,
  addressDeleted,
  addressList,
  accountMessage,
  authResponse,
  createAddressInput,
  customerProfile,
  loginInput,
  passwordResetInput,
  passwordResetRequestInput,
  registerInput,
} from "../account/schemas";
import { blogIndex, blogPostDetail, blogPostSummary, operatorPost, operatorPostPatch } from "../blog/schemas";
import { cart, cartLine, cartResponse } from "../cart/schemas";
import { cmsPageDetail, cmsPageList, cmsPageListItem, operatorPage, operatorPagePatch } from "../cms/schemas";
import { market, marketResponse } from "../market/schemas";
import { messageInput, messageSubmitted } from "../messages/schemas";
import { buyAgainFailed, buyAgainSucceeded, orderLine, orderList, orderSummary } from "../orders/schemas";
import { pageMeta } from "../pagination/schemas";
import {
  completedPaymentSetup,
  completePaymentSetupInput,
  paymentSetup,
  paymentSetupInput,
  savedPaymentMethod,
  savedPaymentMethodList,
} from "../payments/schemas";
import { pointsHistory, pointsHistoryDisabled, pointsTransaction } from "../rewards/schemas";
import { searchResponse } from "../search/schemas";
import { corsSettings, corsSettingsPatch } from "../tenants/schemas";
import {
  availableItem,
  operatorPackagePatch,
  subscriptionCancelled,
  subscriptionConfiguration,
  subscriptionConfigurationResponse,
  subscriptionItem,
  subscriptionList,
  subscriptionSummary,
} from "../subscriptions/schemas";
import {
  createdWebhook,
  createdWebhookEnvelope,
  createWebhookInput,
  webhook,
  webhookDeleted,
  webhookDelivery,
  webhookDeliveryList,
  webhookDeliveryStatus,
  webhookEventType,
  webhookList,
} from "../webhooks/schemas";

/**
 * Component names for the schemas the operations share: each becomes `#/components/schemas/<Name>` and
 * every use a `$ref` (what `.openapi("Name")` registers, applied here so domain modules stay free of OpenAPI).
 */
const components: Record<string, z.ZodType> = {
  Address: address,
  AddressList: addressList,
  AddressCreated: addressCreated,
  AddressDeleted: addressDeleted,
  AccountMessage: accountMessage,
  AuthResponse: authResponse,
  CreateAddressInput: createAddressInput,
  CustomerProfile: customerProfile,
  LoginInput: loginInput,
  RegisterInput: registerInput,
  PasswordResetRequestInput: passwordResetRequestInput,
  PasswordResetInput: passwordResetInput,
  BlogIndex: blogIndex,
  BlogPost: blogPostDetail,
  BlogPostSummary: blogPostSummary,
  OperatorPost: operatorPost,
  OperatorPostPatch: operatorPostPatch,
  Cart: cart,
  CartLine: cartLine,
  CartResponse: cartResponse,
  CmsPage: cmsPageDetail,
  CmsPageList: cmsPageList,
  CmsPageListItem: cmsPageListItem,
  OperatorPage: operatorPage,
  OperatorPagePatch: operatorPagePatch,
  Market: market,
  MarketResponse: marketResponse,
  MessageInput: messageInput,
  MessageSubmitted: messageSubmitted,
  BuyAgainSucceeded: buyAgainSucceeded,
  BuyAgainFailed: buyAgainFailed,
  OrderLine: orderLine,
  OrderList: orderList,
  OrderSummary: orderSummary,
  PageMeta: pageMeta,
  PaymentSetupInput: paymentSetupInput,
  PaymentSetup: paymentSetup,
  CompletePaymentSetupInput: completePaymentSetupInput,
  SavedPaymentMethod: savedPaymentMethod,
  SavedPaymentMethodList: savedPaymentMethodList,
  CompletedPaymentSetup: completedPaymentSetup,
  PointsHistory: pointsHistory,
  PointsHistoryDisabled: pointsHistoryDisabled,
  PointsTransaction: pointsTransaction,
  SearchResponse: searchResponse,
  AvailableItem: availableItem,
  OperatorPackagePatch: operatorPackagePatch,
  SubscriptionCancelled: subscriptionCancelled,
  SubscriptionConfiguration: subscriptionConfiguration,
  SubscriptionConfigurationResponse: subscriptionConfigurationResponse,
  SubscriptionItem: subscriptionItem,
  SubscriptionList: subscriptionList,
  Subscription: subscriptionSummary,
  CorsSettings: corsSettings,
  CorsSettingsPatch: corsSettingsPatch,
  // Webhooks
  Webhook: webhook,
  WebhookList: webhookList,
  CreateWebhookInput: createWebhookInput,
  CreatedWebhook: createdWebhook,
  CreatedWebhookResponse: createdWebhookEnvelope,
  WebhookDeleted: webhookDeleted,
  WebhookEventType: webhookEventType,
  WebhookDelivery: webhookDelivery,
  WebhookDeliveryList: webhookDeliveryList,
  WebhookDeliveryStatus: webhookDeliveryStatus,
};

let named = false;

/** Names the shared schemas (once per process) before the document is generated. */
export function nameComponents(extra: Record<string, z.ZodType> = {}): void {
  if (named) return;
  named = true;
  for (const [name, schema] of Object.entries({ ...components, ...extra })) {
    const current = (zodToOpenAPIRegistry.get(schema) ?? {}) as { _internal?: Record<string, unknown> };
    zodToOpenAPIRegistry.add(schema, { ...current, _internal: { ...current._internal, refId: name } });
  }
}
