import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Spec §2 Danger Zone, shown to owners only. */
export function DangerZoneCard({ accountId, accountName }: { accountId: string; accountName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Danger Zone</CardTitle>
        <CardDescription>Irreversible actions for this account.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="text-sm">
          <p className="font-medium">Delete this account</p>
          <p className="text-muted-foreground">
            Removes the company, its data room and every membership. You will be asked to type a code.
          </p>
        </div>
        <Button variant="destructive" onClick={() => setOpen(true)} className="self-start sm:self-center">
          Delete Account
        </Button>
      </CardContent>
      <DeleteAccountDialog
        accountId={accountId}
        accountName={accountName}
        open={open}
        onOpenChange={setOpen}
      />
    </Card>
  );
}
