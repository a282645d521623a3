/// <reference path="../pb_data/types.d.ts" />
// Users choose an instrument at onboarding; the Stripe customer id is written by the server alone.
migrate(
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('users')

    users.schema.addField(
      new SchemaField({
        id: 'users_instrument',
        name: 'instrument',
        type: 'number',
        required: false,
        // 0 piano, 1 guitar, 2 ukulele; an unset number reads as 0, the piano.
        options: { min: 0, max: 2, noDecimal: true },
      }),
    )
    users.schema.addField(
      new SchemaField({
        id: 'users_stripe_customer_id',
        name: 'stripe_customer_id',
        type: 'text',
        required: false,
        options: { min: null, max: 255, pattern: '' },
      }),
    )

    const serverOnlyUntouched = [
      '@request.data.premium_until:isset = false',
      '@request.data.trial_until:isset = false',
      '@request.data.didTrial:isset = false',
      '@request.data.stripe_customer_id:isset = false',
    ].join(' && ')
    users.createRule = serverOnlyUntouched
    users.updateRule = `id = @request.auth.id && ${serverOnlyUntouched}`

    return dao.saveCollection(users)
  },
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('users')

    users.schema.removeField('users_instrument')
    users.schema.removeField('users_stripe_customer_id')

    const serverOnlyUntouched = [
      '@request.data.premium_until:isset = false',
      '@request.data.trial_until:isset = false',
      '@request.data.didTrial:isset = false',
    ].join(' && ')
    users.createRule = serverOnlyUntouched
    users.updateRule = `id = @request.auth.id && ${serverOnlyUntouched}`

    return dao.saveCollection(users)
  },
)
