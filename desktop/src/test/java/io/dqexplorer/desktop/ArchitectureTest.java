package io.dqexplorer.desktop;

import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The desktop's layering (design.md §2 and §5), checked on the compiled classes. */
class ArchitectureTest {

    private static final String ROOT = "io.dqexplorer.desktop";
    private static final List<String> FEATURES =
            List.of("header", "signin", "datasets", "defects", "hands", "vocabulary", "duplicates", "clips", "cli");
    /**
     * The only ways one feature may reach past common: the header shows the session's organization and access, and the sign-in's demo button, the header's
     * demo badge and {@code export --demo} start or name the demo service.
     */
    private static final Map<String, List<String>> ALLOWED = Map.of(
            "header", List.of("signin", "demo"),
            "signin", List.of("demo"),
            "cli", List.of("demo"));

    private static JavaClasses desktop;

    @BeforeAll
    static void importClasses() {
        // The rules name packages only; loading every referenced JavaFX and SDK class would just be slow.
        ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        desktop = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void viewModelsDoNotTouchTheSceneGraph() {
        noClasses().that().haveSimpleNameEndingWith("ViewModel")
                .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..")
                .because("view models are tested without the toolkit (design.md §5)")
                .check(desktop);
    }

    /** Not only the view models: nothing they are built from may reach the scene graph either. */
    @Test
    void nothingAViewModelIsBuiltFromTouchesTheSceneGraph() {
        Set<JavaClass> reached = new HashSet<>();
        Deque<JavaClass> next = new ArrayDeque<>();
        desktop.stream().filter(c -> c.getSimpleName().endsWith("ViewModel")).forEach(next::add);
        while (!next.isEmpty()) {
            JavaClass current = next.pop();
            if (reached.add(current)) {
                current.getDirectDependenciesFromSelf().stream().map(Dependency::getTargetClass)
                        .filter(target -> target.getPackageName().startsWith(ROOT) && desktop.contain(target.getName()))
                        .map(target -> desktop.get(target.getName()))
                        .forEach(next::add);
            }
        }
        List<String> touching = reached.stream()
                .filter(c -> c.getDirectDependenciesFromSelf().stream().anyMatch(d -> Stream.of("javafx.scene", "javafx.stage")
                        .anyMatch(p -> d.getTargetClass().getPackageName().startsWith(p))))
                .map(JavaClass::getName).sorted().toList();
        assertEquals(List.of(), touching, "classes view models depend on, directly or not, that use javafx.scene/stage");
    }

    @ParameterizedTest
    @ValueSource(strings = {"header", "signin", "datasets", "defects", "hands", "vocabulary", "duplicates", "clips", "cli"})
    void featuresMeetOnlyThroughCommon(String feature) {
        List<String> allowed = ALLOWED.getOrDefault(feature, List.of());
        String[] forbidden = Stream.concat(FEATURES.stream(), Stream.of("demo"))
                .filter(other -> !other.equals(feature) && !allowed.contains(other))
                .map(other -> ROOT + "." + other + "..").toArray(String[]::new);
        noClasses().that().resideInAPackage(ROOT + "." + feature + "..")
                .should().dependOnClassesThat(resideInAnyPackage(forbidden))
                .because("features depend on each other only through common and the app's navigation;"
                        + " the exceptions are " + ALLOWED)
                .check(desktop);
    }

    @Test
    void theCommandLineUsesNoJavaFx() {
        noClasses().that().resideInAPackage(ROOT + ".cli..")
                .should().dependOnClassesThat().resideInAPackage("javafx..")
                .because("the headless commands run where there is no display")
                .check(desktop);
    }

    @Test
    void onlyTheCompositionRootKnowsTheApp() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".app..")
                .should().dependOnClassesThat().resideInAPackage(ROOT + ".app..")
                .check(desktop);
    }

    /** Features, the demo service and the command are handed a client or common's ClientFactory. */
    @Test
    void onlyTheCompositionRootBuildsAClient() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".app..")
                .should().callMethod("io.dqexplorer.sdk.DqClient", "builder")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("io.dqexplorer.sdk.DqClientBuilder")
                .because("every client is built alike, by the factory app.AppContext and app.Launcher hand on")
                .check(desktop);
    }

    @Test
    void commonAndTheDemoServiceKnowNoFeature() {
        String[] features = Stream.concat(FEATURES.stream(), Stream.of("app", "demo"))
                .map(f -> ROOT + "." + f + "..").toArray(String[]::new);
        noClasses().that().resideInAPackage(ROOT + ".common..")
                .should().dependOnClassesThat().resideInAnyPackage(features)
                .check(desktop);
        noClasses().that().resideInAPackage(ROOT + ".demo..")
                .should().dependOnClassesThat().resideInAnyPackage(Stream.of(features)
                        .filter(p -> !p.equals(ROOT + ".demo..")).toArray(String[]::new))
                .check(desktop);
    }

    @Test
    void onlyTheDemoServiceUsesTheSandbox() {
        noClasses().that().resideOutsideOfPackage(ROOT + ".demo..")
                .should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sandbox..")
                .because("the sandbox is only the demo service, and demo.DemoService is its one door")
                .check(desktop);
    }

    @Test
    void nothingReachesIntoTheSdksInternals() {
        noClasses().should().dependOnClassesThat().resideInAPackage("io.dqexplorer.sdk.internal..")
                .check(desktop);
    }
}
