import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Moves DuckDB's native library out of its jar to beside it: a library found inside the jar is unpacked
 * (60 MB inflated) into a temporary file at every start of the app or a command, most of a second; one
 * beside the jar is loaded from there as it is. Run by build-installer.sh as a single-file program:
 * {@code java NativeBesideJar.java input/duckdb_jdbc-….jar}.
 */
public class NativeBesideJar {

    private static final String LIBRARY = "libduckdb_java.so_";

    public static void main(String[] args) throws IOException {
        Path jar = Path.of(args[0]).toAbsolutePath();
        Path folder = jar.getParent();
        Path without = folder.resolve(jar.getFileName() + ".part");
        int moved = 0;
        try (InputStream file = Files.newInputStream(jar); ZipInputStream in = new ZipInputStream(file);
             OutputStream target = Files.newOutputStream(without); ZipOutputStream out = new ZipOutputStream(target)) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                if (entry.getName().startsWith(LIBRARY)) {
                    Files.copy(in, folder.resolve(entry.getName()), StandardCopyOption.REPLACE_EXISTING);
                    moved++;
                } else {
                    out.putNextEntry(new ZipEntry(entry.getName()));
                    in.transferTo(out);
                    out.closeEntry();
                }
            }
        }
        if (moved == 0) {
            Files.delete(without);
            System.err.println("NativeBesideJar: no " + LIBRARY + "* in " + jar);
            System.exit(1);
        }
        Files.move(without, jar, StandardCopyOption.REPLACE_EXISTING);
    }
}
