/// <reference path="../pb_data/types.d.ts" />
// Adds Songpad's profile and access fields to the default users collection.
migrate(
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('users')

    // The default users collection already has name; add it only if someone removed it.
    if (!users.schema.getFieldByName('name')) {
      users.schema.addField(
        new SchemaField({
          id: 'users_name',
          name: 'name',
          type: 'text',
          required: false,
          options: { min: null, max: null, pattern: '' },
        }),
      )
    }
    users.schema.addField(
      new SchemaField({
        id: 'users_subscribed_email',
        name: 'subscribed_to_email_member',
        type: 'bool',
        required: false,
        options: {},
      }),
    )
    users.schema.addField(
      new SchemaField({
        id: 'users_did_trial',
        name: 'didTrial',
        type: 'bool',
        required: false,
        options: {},
      }),
    )
    users.schema.addField(
      new SchemaField({
        id: 'users_premium_until',
        name: 'premium_until',
        type: 'date',
        required: false,
        options: { min: '', max: '' },
      }),
    )
    users.schema.addField(
      new SchemaField({
        id: 'users_trial_until',
        name: 'trial_until',
        type: 'date',
        required: false,
        options: { min: '', max: '' },
      }),
    )

    // Songpad signs in by e-mail only, so every account needs one.
    users.options = {
      allowEmailAuth: true,
      allowOAuth2Auth: true,
      allowUsernameAuth: false,
      exceptEmailDomains: null,
      manageRule: null,
      minPasswordLength: 8,
      onlyEmailDomains: null,
      onlyVerified: false,
      requireEmail: true,
    }

    return dao.saveCollection(users)
  },
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('users')

    for (const id of [
      'users_subscribed_email',
      'users_did_trial',
      'users_premium_until',
      'users_trial_until',
    ]) {
      users.schema.removeField(id)
    }
    users.options = {
      allowEmailAuth: true,
      allowOAuth2Auth: true,
      allowUsernameAuth: true,
      exceptEmailDomains: null,
      manageRule: null,
      minPasswordLength: 8,
      onlyEmailDomains: null,
      onlyVerified: false,
      requireEmail: false,
    }

    return dao.saveCollection(users)
  },
)
