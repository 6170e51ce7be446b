import type { Metadata } from "next";
import { requireOwner } from "@/lib/admin/session";
import { webhookEventType } from "@/lib/webhooks/schemas";
import { AdminField, AdminForm } from "../../_components/admin-form";
import { addStaff, addWebhook, changeRole, removeWebhook, saveBilling, saveCors, saveRewards } from "./actions";
import { TableFrame } from "../../_components/table-frame";

export const metadata: Metadata = { title: "Settings" };

/** Owners' settings, each through its operator operation: rewards, billing retries, CORS origins, webhooks, staff. */
export default async function AdminSettingsPage() {
  const { caller, csrfToken, staff: me } = await requireOwner();
  const [rewards, billing, cors, webhooks, staff] = await Promise.all([
    caller.getRewardsSettings(),
    caller.getBillingSettings(),
    caller.getCorsSettings(),
    caller.listWebhooks(),
    caller.listStaff(),
  ]);
  return (
    <>
      <h1>Settings</h1>
      <div className="admin-grid-2">
        <section aria-labelledby="rewards">
          <h2 id="rewards">Rewards</h2>
          <AdminForm action={saveRewards} csrfToken={csrfToken} submit="Save rewards" label="Rewards">
            <label>
              <input type="checkbox" name="enabled" defaultChecked={rewards.data.enabled} /> Orders earn points (1 point per whole unit
              paid)
            </label>
          </AdminForm>
        </section>
        <section aria-labelledby="billing">
          <h2 id="billing">Subscription billing</h2>
          <AdminForm action={saveBilling} csrfToken={csrfToken} submit="Save billing" label="Subscription billing">
            <AdminField
              name="retryDays"
              label="Retry a failed renewal after (days, e.g. 1, 3, 5, 7)"
              defaultValue={billing.data.retryDays.join(", ")}
            />
            <AdminField
              name="finalAction"
              label="When the last try fails"
              defaultValue={billing.data.finalAction}
              options={[
                { value: "pause", label: "Pause the subscription" },
                { value: "cancel", label: "Cancel the subscription" },
              ]}
            />
            <AdminField
              name="reminderDays"
              label="Reminder mail, days before each charge (0: none)"
              type="number"
              defaultValue={billing.data.reminderDays}
            />
          </AdminForm>
        </section>
      </div>

      <section aria-labelledby="cors">
        <h2 id="cors">Allowed browser origins (CORS)</h2>
        <AdminForm action={saveCors} csrfToken={csrfToken} submit="Save origins" label="Allowed browser origins">
          <AdminField
            name="origins"
            errorKey="origins"
            label="One origin or pattern per line (https://shop.example.com, https://*.example.dev)"
            rows={4}
            defaultValue={cors.data.origins.join("\n")}
          />
        </AdminForm>
      </section>

      <section aria-labelledby="webhooks">
        <h2 id="webhooks">Webhooks</h2>
        <TableFrame labelledBy="webhooks">
          <table className="admin-table">
            <thead>
              <tr>
                <th>URL</th>
                <th>Events</th>
                <th>Deliveries</th>
                <th>Remove</th>
              </tr>
            </thead>
            <tbody>
              {webhooks.data.map((w) => (
                <tr key={w.id}>
                  <td>{w.url}</td>
                  <td data-label="Events">{w.events.join(", ")}</td>
                  <td data-label="Deliveries">
                    <a href={`/admin/settings/webhooks/${w.id}`}>Delivery log</a>
                  </td>
                  <td data-label="Remove">
                    <AdminForm
                      action={removeWebhook.bind(null, w.id)}
                      csrfToken={csrfToken}
                      submit="Remove"
                      tone="secondary"
                      inline
                      label={`Remove ${w.url}`}
                    />
                  </td>
                </tr>
              ))}
              {webhooks.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="admin-muted">
                    No webhooks.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </TableFrame>
        <AdminForm action={addWebhook} csrfToken={csrfToken} submit="Add webhook" label="Add a webhook">
          <AdminField name="url" label="URL" type="url" required placeholder="https://example.com/hooks" />
          <fieldset>
            <legend>Events</legend>
            {webhookEventType.options.map((e) => (
              <label key={e} style={{ display: "block" }}>
                <input type="checkbox" name="events" value={e} /> {e}
              </label>
            ))}
          </fieldset>
        </AdminForm>
      </section>

      <section aria-labelledby="staff">
        <h2 id="staff">Staff</h2>
        <TableFrame labelledBy="staff">
          <table className="admin-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>E-mail</th>
                <th>Signs in</th>
                <th>Role</th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td data-label="E-mail">{s.email}</td>
                  <td data-label="Signs in">{s.canSignIn ? "yes" : "notifications only"}</td>
                  <td data-label="Role">
                    {s.id === me.id ? (
                      s.role
                    ) : (
                      <AdminForm
                        action={changeRole.bind(null, s.id)}
                        csrfToken={csrfToken}
                        submit="Change role"
                        tone="secondary"
                        inline
                        label={`Role of ${s.email}`}
                      >
                        <AdminField
                          name="role"
                          label="Role"
                          defaultValue={s.role}
                          options={[
                            { value: "staff", label: "Staff" },
                            { value: "owner", label: "Owner" },
                          ]}
                        />
                      </AdminForm>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
        <AdminForm action={addStaff} csrfToken={csrfToken} submit="Add staff member" label="Add a staff member">
          <AdminField name="name" label="Name" required />
          <AdminField name="email" label="E-mail" type="email" required />
          <AdminField name="password" label="Password (they can change it)" type="password" required autoComplete="new-password" />
          <AdminField
            name="role"
            label="Role"
            options={[
              { value: "staff", label: "Staff" },
              { value: "owner", label: "Owner" },
            ]}
          />
          <label>
            <input type="checkbox" name="notifyOnMessage" /> E-mail them contact messages
          </label>
        </AdminForm>
      </section>
    </>
  );
}
