package io.dqexplorer.sdk.example;

// example:begin
import io.dqexplorer.sdk.DqClient;
import io.dqexplorer.sdk.error.AuthenticationException;
import io.dqexplorer.sdk.error.DqException;
import io.dqexplorer.sdk.error.StaleException;
import io.dqexplorer.sdk.export.ClipCsvExporter;
import io.dqexplorer.sdk.export.ExportProgress;
import io.dqexplorer.sdk.export.ExportRequest;
import io.dqexplorer.sdk.export.ExportResult;
import io.dqexplorer.sdk.model.ClipRow;
import io.dqexplorer.sdk.model.DatasetEntry;
import io.dqexplorer.sdk.model.Defect;
import io.dqexplorer.sdk.model.VideoCharacteristics;
import io.dqexplorer.sdk.query.ClipQuery;
import io.dqexplorer.sdk.query.VideoCharacteristicsQuery;

import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;

/**
 * Lists the datasets, reads one dataset's video defects at the measurement token of a first read
 * (a pinned read gives the same figures however often the service re-measures, until it forgets
 * that token: then 409, StaleException), walks every clip, and exports the clips with one term to CSV.
 *
 * <pre>DQ_CLIENT_SECRET=... java SdkExample SERVICE_URL TOKEN_URL CLIENT_ID DATASET TERM OUT.csv</pre>
 */
public final class SdkExample {

    public static void main(String[] args) {
        char[] secret = System.getenv("DQ_CLIENT_SECRET").toCharArray();
        try (DqClient client = DqClient.builder()
                .serviceUrl(URI.create(args[0]))
                .tokenUrl(URI.create(args[1]))
                .clientId(args[2])
                .clientSecret(secret)
                .build()) {
            run(client, args[3], args[4], Path.of(args[5]), System.out);
        } catch (AuthenticationException e) {
            System.err.println("the service refused the credential: " + e.getMessage());
            System.exit(1);
        } catch (StaleException e) {
            System.err.println("the service no longer keeps that measurement: " + e.getMessage());
            System.exit(1);
        } catch (DqException e) {
            // every failure is a DqException: status, the service's code and the request id are in the message
            System.err.println("the service call failed: " + e.getMessage());
            System.exit(1);
        }
    }

    static ExportResult run(DqClient client, String dataset, String term, Path csv, PrintStream out) {
        for (DatasetEntry entry : client.versioned().datasets()) {
            out.println(entry.dataset() + " " + entry.metrics());
        }

        VideoCharacteristics latest = client.versioned().videoCharacteristics(VideoCharacteristicsQuery.of(dataset));
        VideoCharacteristics pinned = client.versioned().videoCharacteristics(
                VideoCharacteristicsQuery.of(dataset).withVideoCharacteristics(latest.videoCharacteristics()));
        for (Defect defect : Defect.values()) {
            // an absent defect is "not assessed yet", never 0 %
            out.println(defect.wireName() + ": " + pinned.defect(defect)
                    .map(block -> block.percent() + " % of " + block.assessedHours() + " h")
                    .orElse("not assessed yet"));
        }

        double seconds = client.unversioned().walkClips(ClipQuery.of(dataset).withLimit(ClipQuery.MAX_LIMIT))
                .rows().mapToDouble(ClipRow::analyzedSeconds).sum();
        out.println("analyzed seconds over every clip: " + seconds);

        ExportResult export = new ClipCsvExporter(client)
                .export(ExportRequest.of(ClipQuery.of(dataset).withTerm(term), csv), ExportProgress.NONE, () -> false);
        out.println(export.rows() + " clips written to " + export.file() + ", manifest " + export.manifest());
        return export;
    }
}
// example:end
