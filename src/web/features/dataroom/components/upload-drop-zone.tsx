import { FolderUp, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { acceptedUploadExtensions, uploadAcceptAttribute } from '#domain/data-room.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { collectDroppedFiles } from '../utils/collect-dropped-files';

/**
 * Where documents come in: drop files or whole folders, or pick them (files, or a folder with all
 * it holds). Every way ends in `onFiles` with plain File objects.
 */
export function UploadDropZone({ onFiles, note }: { onFiles: (files: File[]) => void; note?: string }) {
  const [dragging, setDragging] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void collectDroppedFiles(event.dataTransfer).then((files) => {
      if (files.length > 0) onFiles(files);
    });
  }

  function picked(input: HTMLInputElement | null) {
    if (!input?.files) return;
    const files = [...input.files];
    input.value = '';
    if (files.length > 0) onFiles(files);
  }

  return (
    <section
      aria-label="Upload documents"
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border-2 border-dashed border-border px-4 py-5 text-center transition-colors',
        dragging && 'border-primary bg-primary-soft/40',
      )}
    >
      <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">Drop files or folders here</p>
        <p className="text-xs text-muted-foreground">
          {acceptedUploadExtensions.map((extension) => extension.toUpperCase()).join(', ')}. As many as you
          like: they upload one after another.
        </p>
        {note && <p className="text-xs font-medium text-warning-soft-foreground">{note}</p>}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={() => filesInput.current?.click()}>
          <Upload aria-hidden="true" />
          Choose Files
        </Button>
        <Button variant="outline" size="sm" onClick={() => folderInput.current?.click()}>
          <FolderUp aria-hidden="true" />
          Choose Folder
        </Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept={uploadAcceptAttribute}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose files to upload"
        data-testid="upload-files-input"
        onChange={(event) => picked(event.currentTarget)}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        // A folder picker: the browser hands over every file inside it.
        {...{ webkitdirectory: '' }}
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a folder to upload"
        onChange={(event) => picked(event.currentTarget)}
      />
    </section>
  );
}
