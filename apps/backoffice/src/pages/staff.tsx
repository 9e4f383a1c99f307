import type { StaffMember } from "@croupier/contract/schemas/operator-staff";
import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import { Button, Menu, Table, Text } from "@mantine/core";
import { useGetIdentity } from "@refinedev/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../api/http.ts";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { ConfirmModal, CreateModal, type Pending, roleLabel } from "./staff-dialogs.tsx";

const STAFF_KEY = ["staff"];

/**
 * Staff management (admin): every operator with role, two-factor, last sign-in and state; add one
 * (the generated password shows once), change a role, disable or enable, reset two-factor — each
 * confirmed first. The API refuses to leave no active admin; the page says so.
 */
export function StaffPage() {
  const queryClient = useQueryClient();
  const { data: me } = useGetIdentity<OperatorProfile>();
  const query = useQuery({
    queryKey: STAFF_KEY,
    queryFn: () => api<{ data: StaffMember[] }>("/api/operator/operators"),
  });
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = query.data?.data ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });

  return (
    <>
      <PageHeader title={t("staff.title")} lead={t("staff.lead")}>
        <Button onClick={() => setCreating(true)}>{t("staff.add")}</Button>
      </PageHeader>
      <Notice message={notice} />
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("staff.title")}
        minWidth={720}
        highlightOnHover
        busy={query.isFetching}
        head={
          <>
            <Table.Th scope="col">{t("staff.member")}</Table.Th>
            <Table.Th scope="col">{t("staff.role")}</Table.Th>
            <Table.Th scope="col">{t("staff.twoFactor")}</Table.Th>
            <Table.Th scope="col">{t("staff.lastSignIn")}</Table.Th>
            <Table.Th scope="col">{t("staff.status")}</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">{t("staff.actions")}</span>
            </Table.Th>
          </>
        }
      >
        {rows.map((member) => (
          <Table.Tr key={member.id}>
            <Table.Td miw={200} maw={280}>
              <Text size="sm" fw={600}>
                {member.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {member.email}
              </Text>
            </Table.Td>
            <Table.Td>{roleLabel(member.role)}</Table.Td>
            <Table.Td>
              <StatusBadge
                status="two-factor"
                color={member.two_factor_enabled ? "green" : "yellow"}
                label={t(member.two_factor_enabled ? "staff.twoFactor.on" : "staff.twoFactor.off")}
              />
            </Table.Td>
            <Table.Td miw={120}>
              {member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : t("staff.never")}
            </Table.Td>
            <Table.Td>
              <StatusBadge
                status={member.disabled_at ? "disabled" : "active"}
                color={member.disabled_at ? "red" : "green"}
                label={t(member.disabled_at ? "staff.disabled" : "staff.active")}
              />
              {member.locked_until && Date.parse(member.locked_until) > Date.now() ? (
                <Text size="xs" c="dimmed">
                  {t("staff.locked", { until: formatDateTime(member.locked_until) })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button size="xs" variant="default" aria-label={`${t("staff.actions")}: ${member.name}`}>
                    {t("staff.actions")}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setPending({ action: "role", member })}>{t("staff.changeRole")}</Menu.Item>
                  {member.disabled_at ? (
                    <Menu.Item onClick={() => setPending({ action: "enable", member })}>{t("staff.enable")}</Menu.Item>
                  ) : (
                    <Menu.Item
                      c="red.9"
                      disabled={member.id === me?.id}
                      onClick={() => setPending({ action: "disable", member })}
                    >
                      {t("staff.disable")}
                    </Menu.Item>
                  )}
                  <Menu.Item
                    disabled={!member.two_factor_enabled}
                    onClick={() => setPending({ action: "reset", member })}
                  >
                    {t("staff.resetTwoFactor")}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
      <CreateModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setNotice(null);
          refresh();
        }}
      />
      <ConfirmModal
        pending={pending}
        onClose={() => setPending(null)}
        onDone={(text) => {
          setPending(null);
          setNotice(text);
          refresh();
        }}
      />
    </>
  );
}
