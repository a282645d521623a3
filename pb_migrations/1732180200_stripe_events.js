/// <reference path="../pb_data/types.d.ts" />
// Stripe events the webhook has applied, so a replayed or re-sent event changes nothing twice.
// Server-only.
migrate(
  (db) => {
    const dao = new Dao(db)
    const events = new Collection({
      id: 'stripeevents001',
      name: 'stripe_events',
      type: 'base',
      system: false,
      schema: [
        {
          id: 'stripe_events_event_id',
          name: 'event_id',
          type: 'text',
          required: true,
          options: { min: null, max: 255, pattern: '' },
        },
        {
          id: 'stripe_events_type',
          name: 'type',
          type: 'text',
          required: false,
          options: { min: null, max: 255, pattern: '' },
        },
      ],
      // Two deliveries of one event at once: exactly one gets to apply it.
      indexes: ['CREATE UNIQUE INDEX `idx_stripe_events_event_id` ON `stripe_events` (`event_id`)'],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    return dao.saveCollection(events)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('stripe_events'))
  },
)
