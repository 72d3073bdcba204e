import {
  serverTextRecords as r,
  type ServerTextRecordName,
  serverTextParameterPatterns,
} from '@stitchworks/shared';
import { errorMessageKeys, keysUnder, type ServerTextPlaces } from '../lib/server-messages';

type Keys<R> = { readonly [K in keyof R]: string };

/**
 * Where each text the API answers with is translated (packages/shared server-texts.ts): the i18n
 * key of every text of every record, most under one prefix per record. Loaded with every
 * namespace (load-locales.ts); the test beside it checks that each has its Vietnamese.
 */
export const serverTextKeys: { readonly [N in ServerTextRecordName]: Keys<(typeof r)[N]> } = {
  errorCodes: keysUnder('common:serverErrors', r.errorCodes, {
    RETRY_AGAIN: 'auth:retryAgain.title',
  }),
  httpMessages: keysUnder('common:errors', r.httpMessages, {
    loadingChunkFailed: 'common:errors.chunkLoadFailed',
    validation: 'common:serverErrors.VALIDATION_ERROR',
    notFound: 'common:serverErrors.NOT_FOUND',
    malformedBody: 'common:serverErrors.MALFORMED_BODY',
    unauthorized: 'common:serverErrors.UNAUTHORIZED',
  }),
  validationMessages: keysUnder('common:validation', r.validationMessages),
  errorMessages: errorMessageKeys,
  textMessages: keysUnder('common:validation', r.textMessages),
  amountMessages: { positive: 'transactions:entry.messages.amountPositive' },
  orderRowTexts: keysUnder('orderForm:rowMessages', r.orderRowTexts),
  addressIssueTexts: keysUnder('orders:address.issueTexts', r.addressIssueTexts),
  apiKeyMessages: keysUnder('apiKeys:serverMessages', r.apiKeyMessages, {
    generated: 'apiKeys:generated',
    generateFailed: 'apiKeys:generateFailed',
    revoked: 'apiKeys:revoked',
  }),
  autoPaymentMessages: keysUnder('account:autoPaymentPage.messages', r.autoPaymentMessages),
  cartMessages: keysUnder('cart:messages', r.cartMessages),
  catalogMessages: keysUnder('catalog:messages', r.catalogMessages),
  dashboardMessages: {
    sellerOverviewFailed: 'dashboards:seller.loadFailed',
    newsFailed: 'dashboards:announcements.loadFailed',
  },
  designMessages: keysUnder('designs:serverMessages', r.designMessages, {
    uploadLimit: 'designs:upload.limit',
    doneUploading: 'designs:upload.done',
    deleted: 'designs:library.deleted',
    deleteFailed: 'designs:library.deleteFailed',
    updated: 'designs:library.renamed',
    updateFailed: 'designs:library.renameFailed',
    mockupFailed: 'designs:mockup.failed',
  }),
  discountMessages: keysUnder('users:discount', r.discountMessages),
  embMessages: keysUnder('embs:messages', r.embMessages),
  stitchFileMessages: keysUnder('embs:stitchFile', r.stitchFileMessages),
  inventoryMessages: keysUnder('inventory:serverMessages', r.inventoryMessages, {
    updated: 'inventory:toasts.updated',
    created: 'inventory:toasts.created',
    getFailed: 'inventory:list.loadFailed',
    updateFailed: 'inventory:toasts.updateFailed',
    createFailed: 'inventory:toasts.createFailed',
    belowZero: 'inventory:problems.belowZero',
  }),
  jobMessages: keysUnder('system:jobs.messages', r.jobMessages),
  orderMessages: keysUnder('orderForm:messages', r.orderMessages),
  orderAftercareMessages: keysUnder('orders:aftercare.messages', r.orderAftercareMessages),
  orderPaymentMessages: keysUnder('transactions:orderPayment.messages', r.orderPaymentMessages),
  outOfStockMessages: keysUnder('outOfStock:messages', r.outOfStockMessages),
  priceConfigMessages: keysUnder('priceConfig:messages', r.priceConfigMessages),
  productionMessages: keysUnder('production:messages', r.productionMessages),
  productMessages: keysUnder('products:messages', r.productMessages, {
    unknownSize: 'orderForm:rowMessages.unknownSize',
    unknownColor: 'orderForm:rowMessages.unknownColor',
    unknownPosition: 'orderForm:rowMessages.unknownPosition',
  }),
  reportMessages: keysUnder('reports:messages', r.reportMessages),
  shippingMessages: keysUnder('shipping:messages', r.shippingMessages),
  labelMessages: keysUnder('shipping:messages', r.labelMessages),
  trackingFileMessages: {
    empty: 'shipping:messages.fileEmpty',
    noRows: 'shipping:messages.fileNoRows',
    notCsvOrXlsx: 'shipping:messages.notCsvOrXlsx',
    missingColumn: 'shipping:messages.missingColumn',
  },
  trackingImportMessages: keysUnder('shipping:messages', r.trackingImportMessages),
  carrierMessages: keysUnder('shipping:carrierMessages', r.carrierMessages),
  storeMessages: keysUnder('stores:messages', r.storeMessages),
  referralMessages: keysUnder('referrals:serverMessages', r.referralMessages),
  storeSyncMessages: keysUnder('storeSync:serverMessages', r.storeSyncMessages),
  storeOAuthMessages: keysUnder('stores:oauthServer', r.storeOAuthMessages),
  fbaOrderMessages: keysUnder('fbaOrders:serverMessages', r.fbaOrderMessages),
  ticketMessages: keysUnder('tickets:serverMessages', r.ticketMessages),
  machinePlanMessages: keysUnder('machinePlan:serverMessages', r.machinePlanMessages),
  webhookMessages: keysUnder('webhooks:serverMessages', r.webhookMessages),
  transactionMessages: keysUnder('transactions:entry.messages', r.transactionMessages, {
    notFound: 'transactions:detail.notFound',
  }),
  twoFactorMessages: keysUnder('auth:twoFactor.serverMessages', r.twoFactorMessages),
  userMessages: keysUnder('users:serverMessages', r.userMessages, {
    createNeeds: 'users:create.needs',
    created: 'users:create.success',
    updated: 'users:detail.updated',
    cannotGetAccount: 'users:detail.loadFailed',
    getPermissionsFailure: 'users:permissionDialog.getFailure',
    updatePermissionsFailure: 'users:permissionDialog.updateFailure',
    emailTaken: 'common:serverErrors.EMAIL_TAKEN',
  }),
};

/** Every record with the places of its texts, as `addServerTexts` takes them. */
export const serverTextPlaces: ServerTextPlaces[] = (Object.keys(r) as ServerTextRecordName[]).map(
  (name) => ({
    record: r[name],
    keys: serverTextKeys[name],
    patterns: serverTextParameterPatterns,
  }),
);
