/**
 * The production floor (issue: production floor). Every unit of an order item goes through these
 * steps in this order, each recorded by a scan of its QR label.
 */
export const productionSteps = ['embroidered', 'checked', 'packed'] as const;
export type ProductionStep = (typeof productionSteps)[number];

/** Where an item stands on the production board: its first step not done by every unit. */
export const boardStages = ['design', 'embroider', 'check', 'pack', 'done', 'hold'] as const;
export type BoardStage = (typeof boardStages)[number];

/** A paid order still short of Pre-shipment this many days after payment is overdue. */
export const PRODUCTION_OVERDUE_DAYS = 3;

/** Spec 02 §9: a page break every 10 labels, a QR image of 150 px. */
export const QR_LABELS_PER_PAGE = 10;
export const QR_IMAGE_PX = 150;
/** Units one sheet may hold (a print run of a few hundred orders). */
export const QR_SHEET_MAX_UNITS = 5000;

/**
 * Digitizing jobs (EMB): To digitize → Assigned → Uploaded → Accepted; a rejection sends the job
 * back to Assigned with its reason.
 */
export const embStatuses = ['todo', 'assigned', 'uploaded', 'accepted'] as const;
export type EmbStatus = (typeof embStatuses)[number];

/** The seller's own approval of the stitch-out preview, for sellers who asked for it. */
export const embApprovals = ['waiting', 'approved', 'declined'] as const;
export type EmbApproval = (typeof embApprovals)[number];

/** Stitch file formats a designer may upload; the server reads DST itself. */
export const stitchFileFormats = ['dst', 'pes'] as const;
export type StitchFileFormat = (typeof stitchFileFormats)[number];
export const STITCH_FILE_MAX_BYTES = 10 * 1024 * 1024;
